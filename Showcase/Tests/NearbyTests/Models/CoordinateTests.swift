import Nearby
import Testing

@Suite struct CoordinateTests {
  @Test(arguments: [
    ("51.5080,-0.1281", 51.5080, -0.1281), ("-33.87,151.21", -33.87, 151.21),
    (" -33.87 , 151.21 ", -33.87, 151.21), ("90,-180", 90, -180),
  ])
  func parsesLatitudeCommaLongitude(text: String, latitude: Double, longitude: Double) throws {
    #expect(try Coordinate(parsing: text) == Coordinate(latitude: latitude, longitude: longitude))
  }

  @Test(arguments: [
    ("51.5", "That is not a location: a location is LAT,LNG in degrees, such as 51.5080,-0.1281."),
    ("a,b", "That is not a location: a location is LAT,LNG in degrees, such as 51.5080,-0.1281."),
    ("91,0", "That is not a location: the latitude must be from -90 to 90; got 91."),
    ("0,180.5", "That is not a location: the longitude must be from -180 to 180; got 180.5."),
    ("nan,0", "That is not a location: a location is LAT,LNG in degrees, such as 51.5080,-0.1281."),
  ])
  func refusesWhatIsNotALocation(text: String, message: String) {
    #expect(throws: LocationError.self) { try Coordinate(parsing: text) }
    do {
      _ = try Coordinate(parsing: text)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func haversineAgainstKnownDistances() {
    let equator = Coordinate(latitude: 0, longitude: 0)
    // One degree of latitude on the mean radius: 2πR / 360.
    let oneDegree = equator.distance(to: Coordinate(latitude: 1, longitude: 0))
    #expect((oneDegree - 111_195.08).magnitude < 0.01)
    // The antipode is half the circumference away: πR.
    let antipode = equator.distance(to: Coordinate(latitude: 0, longitude: 180))
    #expect((antipode - 20_015_114.44).magnitude < 0.01)
    let poleToPole = Coordinate(latitude: 90, longitude: 0).distance(
      to: Coordinate(latitude: -90, longitude: 0))
    #expect((poleToPole - 20_015_114.44).magnitude < 0.01)
    #expect(equator.distance(to: equator) == 0)
    // Trafalgar Square to Rules, Maiden Lane: 474 m.
    let square = Coordinate(latitude: 51.50809, longitude: -0.12803)
    let rules = Coordinate(latitude: 51.5107048, longitude: -0.1226201)
    #expect(Int(square.distance(to: rules).rounded()) == 474)
  }

  @Test func compassPoints() {
    let origin = Coordinate(latitude: 51.5, longitude: -0.1)
    #expect(origin.compassPoint(to: Coordinate(latitude: 51.51, longitude: -0.1)) == "N")
    #expect(origin.compassPoint(to: Coordinate(latitude: 51.505, longitude: -0.092)) == "NE")
    #expect(origin.compassPoint(to: Coordinate(latitude: 51.5, longitude: -0.11)) == "W")
    #expect(origin.compassPoint(to: Coordinate(latitude: 51.49, longitude: -0.1)) == "S")
  }
}
