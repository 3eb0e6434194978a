import type { ApplicationStatus } from '$shared/application-status';

export const PAGE_SIZE = 50;

/** The dashboard's filter, search and page, kept while the agent opens an application and comes back. */
export const dashboardQuery = $state<{ status: ApplicationStatus | undefined; search: string; page: number }>({
  status: undefined,
  search: '',
  page: 0,
});
