import ExchangeRates
import Foundation
import Testing

@Suite struct AmountInputTests {
  @Test(arguments: [
    ("1", "1"), ("100", "100"), (" 2.5 ", "2.5"), ("1,000.50", "1000.5"), ("1,234,567", "1234567"),
    ("0", "0"), (".5", "0.5"), ("0.05", "0.05"),
  ])
  func readsAmounts(text: String, value: String) {
    #expect(
      AmountInput.parse(text)
        == .success(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))!))
  }

  @Test(arguments: [
    ("abc", AmountInput.Problem.notANumber("abc")), ("1,2,3", .notANumber("1,2,3")), ("", .empty),
    ("-5", .negative), ("1.2.3", .notANumber("1.2.3")), ("12,34", .notANumber("12,34")),
    ("1e5", .notANumber("1e5")),
  ])
  func refusesWhatIsNotAnAmount(text: String, problem: AmountInput.Problem) {
    #expect(AmountInput.parse(text) == .failure(problem))
  }

  @Test func thirtyEightDigitsAreReadExactlyAndMoreAreRefused() {
    let nines = String(repeating: "9", count: 38)
    #expect(
      AmountInput.parse(nines)
        == .success(Decimal(string: nines, locale: Locale(identifier: "en_US_POSIX"))!))
    #expect(AmountInput.parse(nines + "9") == .failure(.tooManyDigits(39)))
    #expect(
      AmountInput.parse(String(repeating: "9", count: 41)) == .failure(.tooManyDigits(41)),
      "Decimal would round it to …999,000 without a word")
    #expect(AmountInput.parse("0." + nines + "9") == .failure(.tooManyDigits(39)))
    let posix = Locale(identifier: "en_US_POSIX")
    #expect(
      AmountInput.parse("000" + nines + ".000") == .success(Decimal(string: nines, locale: posix)!),
      "leading and trailing zeros carry nothing")
    #expect(
      AmountInput.parse("0.000" + nines)
        == .success(Decimal(string: "0.000" + nines, locale: posix)!))
    #expect(
      AmountInput.Problem.tooManyDigits(41).message
        == "The amount has 41 digits; amounts up to 38 digits can be converted.")
  }

  @Test func explainsEachProblem() {
    #expect(
      AmountInput.Problem.notANumber("abc").message
        == "“abc” is not an amount like 1,250.50.")
    #expect(AmountInput.Problem.negative.message == "The amount can't be negative.")
    #expect(AmountInput.Problem.empty.message == "Enter an amount.")
  }
}
