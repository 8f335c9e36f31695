"""What goes into the wheel; everything else about the project is in pyproject.toml.

The repository keeps the game's files in the top-level ``assets/`` folder (tools/ write them
there, the PyInstaller spec reads them there). The wheel maps that folder into the package as
``zhuji_desktop/assets``, where ``zhuji_desktop.resources`` finds it through
``importlib.resources``. pyproject.toml alone cannot do this: ``packages.find`` finds only
folders under their own names, and ``assets/`` is not ``zhuji_desktop/assets/``.

Every folder of the package is shipped, with or without an ``__init__.py``, so that moving
modules into new sub-folders needs no change here. Each folder of data is declared as a
(namespace) package too, so that setuptools knows it is meant to be shipped. Translation
sources (``*.ts``) stay out: the program reads the compiled ``*.qm``.
"""

from setuptools import find_namespace_packages, setup

ASSETS = "zhuji_desktop.assets"
code_packages = find_namespace_packages(
    include=["zhuji_desktop", "zhuji_desktop.*"], exclude=["*.__pycache__"]
)
asset_packages = [ASSETS, *(f"{ASSETS}.{p}" for p in find_namespace_packages(where="assets"))]

setup(
    packages=[*code_packages, *asset_packages],
    package_dir={ASSETS: "assets"},
    package_data={"zhuji_desktop": ["py.typed", "**/*.json"], **{p: ["*"] for p in asset_packages}},
    exclude_package_data={p: ["*.ts", ".*"] for p in asset_packages},
)
