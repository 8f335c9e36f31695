"""The engine's machinery: hand analysis, the playout state, whole hands under every rule option
and random play, the match and its saves.
"""
