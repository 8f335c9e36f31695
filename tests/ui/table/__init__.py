"""The table as a person plays it: clicks and keys, claims, what it displays, hints, animation,
take-backs, a computer thinking, 翻麻将, a monkey at the mouse.
"""
