"""The program and its windows: the command line, dialogs, the menus, the calculator, help,
history, replay, settings and every tool window.
"""
