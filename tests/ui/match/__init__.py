"""Around a match: the autosave and resuming, hot-seat and its privacy, a hostile data folder at
start, the sound player.
"""
