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
        guard let rates = try latestTable().latest(base: base) else { return notFound() }
        return .json(
          encoding: ExchangeRates(
            base: base, date: rates.date, rates: rates.rates.mapValues(rounded)))
      },
      .compute(where: { DisplayDate.isDay($0) }) {
        request throws(APIError) in
        let base = request.queryValues["from", default: "EUR"]
        let day = request.url.lastPathComponent
        guard let rates = try table().rates(on: day, base: base) else { return notFound() }
        return .json(
          encoding: ExchangeRates(
            base: base, date: rates.date, rates: rates.rates.mapValues(rounded)))
      },
      .compute(where: { $0.contains("..") }) { request throws(APIError) in
        let range = request.url.lastPathComponent.components(separatedBy: "..")
        let base = request.queryValues["from", default: "EUR"]
        guard range.count == 2, let target = request.queryValues["to"] else { return notFound() }
        let series = try table().series(base: base, target: target, from: range[0], to: range[1])
        return .json(
          encoding: TimeSeriesResponse(
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

  private static let bundledTable: Result<ECBTable, APIError> = Result {
    () throws(APIError) in
    try ECBTable(csv: String(decoding: try bundledFile(), as: UTF8.self))
  }

  /// The table of the latest day alone, for `latest`: what a screen of today's rates needs, read
  /// without the 27 years under it. The ECB's file lists the newest day first, so that is its
  /// first row; a file in another order is read whole.
  static func latestTable() throws(APIError) -> ECBTable {
    try bundledLatest.get()
  }

  private static let bundledLatest: Result<ECBTable, APIError> = Result {
    () throws(APIError) in
    let file = try bundledFile()
    // The header, the first row and the second: the second's date says the order.
    var ends: [Data.Index] = []
    var index = file.startIndex
    while ends.count < 3, let end = file[index...].firstIndex(of: UInt8(ascii: "\n")) {
      ends.append(end)
      index = file.index(after: end)
    }
    guard ends.count == 3 else { return try table() }
    let head = try ECBTable(csv: String(decoding: file[..<ends[2]], as: UTF8.self))
    guard head.days.count == 2, head.days[0].date > head.days[1].date,
      String(decoding: file[file.index(after: ends[0])..<ends[1]], as: UTF8.self)
        .hasPrefix(head.days[0].date)
    else { return try table() }
    return head
  }

  /// The bundled ECB file's bytes, read once.
  private static func bundledFile() throws(APIError) -> Data {
    try bundledBytes.get()
  }

  private static let bundledBytes: Result<Data, APIError> = {
    guard let url = Bundle.module.url(forResource: "eurofxref-hist", withExtension: "csv") else {
      return .failure(.transport("the bundled ECB rates are missing"))
    }
    do {
      return .success(try Data(contentsOf: url))
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

  private static func notFound() -> HTTPResponse {
    HTTPResponse(statusCode: 404, body: Data(#"{"message":"not found"}"#.utf8))
  }
}
