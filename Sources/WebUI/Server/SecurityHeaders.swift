import Hummingbird

/// Adds the security headers to every response.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    response.headers[.contentSecurityPolicy] = WebServer.contentSecurityPolicy
    response.headers[.xContentTypeOptions] = "nosniff"
    return response
  }
}
