// Copyright © 2026 Tools Authors. All rights reserved.

/// The watch app of this fixture.
enum BlueWatch {}
