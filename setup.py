"""What goes into the wheel; everything else about the project is in pyproject.toml.

The repository keeps the game's files in the top-level ``assets/`` folder (tools/ write them
there, the PyInstaller spec reads them there). The wheel maps that folder into the package as
``zhuji_desktop/assets``, where ``zhuji_desktop.resources`` finds it through
``importlib.resources``. pyproject.toml alone cannot do this: ``packages.find`` finds only
folders under their own names, and ``assets/`` is not ``zhuji_desktop/assets/``.

Each folder of data is declared as a (namespace) package, so that setuptools knows it is meant
to be shipped. Translation sources (``*.ts``) stay out: the program reads the compiled ``*.qm``.
"""

from setuptools import find_namespace_packages, find_packages, setup

ASSETS = "zhuji_desktop.assets"
asset_packages = [ASSETS, *(f"{ASSETS}.{p}" for p in find_namespace_packages(where="assets"))]

setup(
    packages=[*find_packages(include=["zhuji_desktop", "zhuji_desktop.*"]), *asset_packages],
    package_dir={ASSETS: "assets"},
    package_data={"zhuji_desktop": ["py.typed", "**/*.json"], **{p: ["*"] for p in asset_packages}},
    exclude_package_data={p: ["*.ts", ".*"] for p in asset_packages},
)
