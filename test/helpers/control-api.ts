import { CONTROL_TOKEN_HEADER, type TrainingService } from '$main/training-service';

/** A request to the training service's control API, with the run's token as its starter holds it. */
export function controlFetch(
  service: Pick<TrainingService, 'controlUrl' | 'controlToken'>,
  route: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${service.controlUrl}${route}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), [CONTROL_TOKEN_HEADER]: service.controlToken },
  });
}
