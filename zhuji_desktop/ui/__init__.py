"""The Qt user interface: the table scene, the controller, panels and dialogs."""
