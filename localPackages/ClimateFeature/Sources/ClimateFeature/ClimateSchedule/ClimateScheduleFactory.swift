// Copyright © 2026 Tools Authors. All rights reserved.

/// Builds the climateSchedule feature for the app: the one place that knows every layer, so
/// the layers themselves stay independent.
public enum ClimateScheduleFactory {
    public static func makeUseCases(apiClient: ClimateScheduleAPIClient) -> ClimateScheduleUseCases {
        ClimateScheduleLogic(repository: ClimateScheduleAPIRepo(apiClient: apiClient))
    }
}
