// Copyright © 2026 Tools Authors. All rights reserved.

/// The Mac app of this fixture.
enum BlueMac {}
