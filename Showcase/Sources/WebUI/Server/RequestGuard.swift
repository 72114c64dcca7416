import Hummingbird

/// Answers only the requests the pages make: one naming another host is refused (421, against DNS
/// rebinding: see ``HostCheck``), and a method other than GET and HEAD is not allowed (405, with
/// `Allow`). It runs before every route, so it guards pages, images and sockets alike.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
  let hosts: HostCheck

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard hosts.allows(request.head.authority) else {
      return WebServer.message(
        status: .misdirectedRequest, title: "Not this server",
        "This server answers only at the address it listens on.")
    }
    guard request.method == .get || request.method == .head else {
      var response = WebServer.message(
        status: .methodNotAllowed, title: "Not allowed",
        "The pages are read with GET; nothing here takes \(request.method.rawValue).")
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    return try await next(request, context)
  }
}
