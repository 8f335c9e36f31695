"""The Qt user interface, in parts by purpose (docs/architecture.md): ``model`` (no widgets),
``table`` (the scene and its items), ``panels``, ``dialogs``, ``tools`` (the tool windows), and
at the top the pieces that join them: ``game_flow``, ``table_screen``, ``menus`` and
``main_window``, which only wires them together."""
