import Testing

@testable import TerminalUI

@Suite struct ClipboardTests {
  @Test func theTextTravelsAsBase64InOneOSC52Sequence() {
    #expect(Clipboard.base64(Array("Man".utf8)) == "TWFu")
    #expect(Clipboard.base64(Array("Ma".utf8)) == "TWE=")
    #expect(Clipboard.base64(Array("M".utf8)) == "TQ==")
    #expect(Clipboard.base64([]) == "")
    #expect(
      Clipboard.sequence(copying: "https://maps/?a=1&b=\u{1B}ü")
        == "\u{1B}]52;c;aHR0cHM6Ly9tYXBzLz9hPTEmYj0bw7w=\u{7}")
  }
}
