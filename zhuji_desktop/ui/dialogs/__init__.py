"""The dialogs: a new game (and the start dialog), the settings, the crash report, and the one
rule-options form they share."""
