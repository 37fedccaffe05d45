// Copyright © 2026 Tools Authors. All rights reserved.

/// The widget of this fixture's app.
enum BlueWidget {}
