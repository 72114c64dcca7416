import Foundation
public import MVVMKitNetworking

/// The ECB reference rates bundled with the ExchangeRates app, served in the Frankfurter API's shape.
///
/// `latest?from=`, `{day}?from=`, `{start}..{end}?from=&to=` and `currencies` are answered from
/// the ECB table in the module's resources (`eurofxref-hist.csv`, every business day since
/// 1999-01-04), with cross rates computed through EUR in `Decimal` and rounded to six significant
/// digits, as the live API rounds its own. A day with no rates (a weekend, a holiday) is answered
/// with the last business day before it, its own date in the answer, as the live API does.
public enum ExchangeRatesBundle {
  /// A client answering the Frankfurter API from the bundled ECB data.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .compute("latest") { request throws(APIError) in
        let base = request.queryValues["from", default: "EUR"]
        guard let rates = try table().latest(base: base) else { return notFound() }
        return try json(
          ExchangeRates(base: base, date: rates.date, rates: rates.rates.mapValues(rounded)))
      },
      .compute(where: { DisplayDate.isDay($0) }) {
        request throws(APIError) in
        let base = request.queryValues["from", default: "EUR"]
        let day = request.url.lastPathComponent
        guard let rates = try table().rates(on: day, base: base) else { return notFound() }
        return try json(
          ExchangeRates(base: base, date: rates.date, rates: rates.rates.mapValues(rounded)))
      },
      .compute(where: { $0.contains("..") }) { request throws(APIError) in
        let range = request.url.lastPathComponent.components(separatedBy: "..")
        let base = request.queryValues["from", default: "EUR"]
        guard range.count == 2, let target = request.queryValues["to"] else { return notFound() }
        let series = try table().series(base: base, target: target, from: range[0], to: range[1])
        return try json(
          TimeSeriesResponse(
            amount: 1, base: base, startDate: series.keys.min() ?? range[0],
            endDate: series.keys.max() ?? range[1],
            rates: series.mapValues { [target: rounded($0)] }))
      },
      .file("currencies", at: Bundle.module.url(forResource: "currencies", withExtension: "json")),
    ])
  }

  /// The bundled table, parsed once.
  static func table() throws(APIError) -> ECBTable {
    try bundledTable.get()
  }

  private static let bundledTable: Result<ECBTable, APIError> = {
    guard let url = Bundle.module.url(forResource: "eurofxref-hist", withExtension: "csv") else {
      return .failure(.transport("the bundled ECB rates are missing"))
    }
    do {
      let text = try String(contentsOf: url, encoding: .utf8)
      return Result { () throws(APIError) in try ECBTable(csv: text) }
    } catch {
      return .failure(
        .transport("the bundled ECB rates cannot be read: \(error.localizedDescription)"))
    }
  }()

  /// `value` rounded to six significant digits.
  static func rounded(_ value: Decimal) -> Decimal {
    guard value != 0 else { return 0 }
    var magnitude = abs(value)
    var exponent = 0
    while magnitude >= 10 { magnitude /= 10; exponent += 1 }
    while magnitude < 1 { magnitude *= 10; exponent -= 1 }
    var result = Decimal()
    var input = value
    NSDecimalRound(&result, &input, 5 - exponent, .plain)
    return result
  }

  private static func json(_ value: some Encodable) throws(APIError) -> HTTPResponse {
    do {
      return HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "application/json"],
        body: try JSONEncoder().encode(value))
    } catch {
      throw .transport("the bundled rates could not be encoded: \(error)")
    }
  }

  private static func notFound() -> HTTPResponse {
    HTTPResponse(statusCode: 404, body: Data(#"{"message":"not found"}"#.utf8))
  }
}
