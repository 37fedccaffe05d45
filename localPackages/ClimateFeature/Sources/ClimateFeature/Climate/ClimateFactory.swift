// Copyright © 2026 Tools Authors. All rights reserved.

/// Builds the climate feature for the app: the one place that knows every layer, so
/// the layers themselves stay independent.
public enum ClimateFactory {
    public static func makeUseCases(apiClient: ClimateAPIClient) -> ClimateUseCases {
        ClimateLogic(repository: ClimateAPIRepo(apiClient: apiClient))
    }
}
