import Nearby
import Testing

@Suite struct UnitsTests {
  @Test(arguments: [
    (0.4, "0 m"), (350.0, "350 m"), (999.4, "999 m"), (999.6, "1.0 km"), (1234.0, "1.2 km"),
    (12_250.0, "12.3 km"),
  ])
  func metricIsMetresUnderAKilometreAndKilometresAbove(metres: Double, text: String) {
    #expect(Units.metric.distance(metres) == text)
  }

  @Test(arguments: [(100.0, "330 ft"), (150.0, "490 ft"), (1609.344, "1.0 mi"), (4000.0, "2.5 mi")])
  func imperialIsFeetUnderATenthOfAMileAndMilesAbove(metres: Double, text: String) {
    #expect(Units.imperial.distance(metres) == text)
  }
}
