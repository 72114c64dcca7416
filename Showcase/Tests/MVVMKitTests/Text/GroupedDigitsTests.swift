import MVVMKit
import Testing

@Suite struct GroupedDigitsTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (4000, "4,000"), (18_250, "18,250"),
    (999_999, "999,999"), (1_000_000, "1,000,000"), (-1_234_567, "-1,234,567"),
    (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func groupsThousandsWithCommas(number: Int, text: String) {
    #expect(number.groupedDigits == text)
  }

  @Test func worksForEveryIntegerType() {
    #expect(UInt8(255).groupedDigits == "255")
    #expect(UInt64.max.groupedDigits == "18,446,744,073,709,551,615")
    #expect(Int16(-32_768).groupedDigits == "-32,768")
  }
}
