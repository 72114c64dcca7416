import Hummingbird

/// Adds the security headers to every response, the server's own errors (an address it does not
/// serve) included.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      response = WebServer.notFound()
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    response.headers[.contentSecurityPolicy] = WebServer.contentSecurityPolicy
    response.headers[.xContentTypeOptions] = "nosniff"
    return response
  }
}
