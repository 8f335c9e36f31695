"""The project as a whole: docstring examples, the layers, README's commands, resources,
translations, the generated art and sounds, the CI workflows.
"""
