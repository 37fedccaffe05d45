// Copyright © 2026 Tools Authors. All rights reserved.

/// The fixture's local package.
public enum BlueKit {}
