"""The dialogs: a new game (and the start dialog), the settings, the crash report, the busy
box over long work, and the one rule-options form they share."""
