"""HeadlessUIKit checked against the real UIKit of the iOS SDK kit (see .ci/uikit_declarations.py)."""
