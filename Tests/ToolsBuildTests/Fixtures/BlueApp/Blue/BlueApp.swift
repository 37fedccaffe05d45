// Copyright © 2026 Tools Authors. All rights reserved.

import BlueKit

/// The app's entry point in this fixture.
enum BlueApp {}
