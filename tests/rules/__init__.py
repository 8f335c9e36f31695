"""The rules and their scoring, against RULES.md and docs/rules.md: tiles and notation, 台,
settlement, bidding, the state machine's clauses, 翻麻将, the scripted scenarios, the calculator
and independent oracles.
"""
