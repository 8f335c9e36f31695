"""Every file the program reads or writes: the data folder, settings, history, and hostile input of
every kind.
"""
