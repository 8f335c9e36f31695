"""The tool windows: the 台 calculator, the history, the replay viewer and the rules help."""
