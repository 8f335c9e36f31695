"""The computer players, the expert's search and the zhuji-sim command line."""
