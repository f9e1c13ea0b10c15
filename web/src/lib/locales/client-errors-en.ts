/**
 * The English error texts the web itself shows: the answers it names from a status alone (no body:
 * api-client's codeForStatus), the failures of its own forms and outboxes, and the codes the
 * public chat and the live scorer meet offline. Every other refusal arrives from the server as a
 * sentence already in the reader's language, so the rest of locales/en/errors.json (each module's
 * own refusals) stays out of the bundles: imported by name, it is left out of every chunk.
 */
import {
  auth,
  bad_request,
  chat,
  conflict,
  failed,
  forbidden,
  image,
  live,
  method_not_allowed,
  network_connection,
  network_error,
  not_found,
  payload_too_large,
  permission,
  request_failed,
  role,
  route,
  server_error,
  service_unavailable,
  timeout,
  too_many_requests,
  unsupported_media_type,
  upload,
  validation_failed,
} from '../../../../locales/en/errors.json';

export const clientErrors = {
  auth,
  bad_request,
  chat,
  conflict,
  failed,
  forbidden,
  image,
  live,
  method_not_allowed,
  network_connection,
  network_error,
  not_found,
  payload_too_large,
  permission,
  request_failed,
  role,
  route,
  server_error,
  service_unavailable,
  timeout,
  too_many_requests,
  unsupported_media_type,
  upload,
  validation_failed,
};
