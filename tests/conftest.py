"""Test configuration: Qt must run offscreen, and this must happen before Qt is imported."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
