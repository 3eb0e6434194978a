import { UNTOUCHED_DRAFTS_SHOWN, type storageChannels } from '$shared/ipc/channels/storage';
import { coreFor, WipeRefusedError } from '$main/core';
import { HandlerError } from '../dispatcher';
import type { ChannelHandlers, HandlerContext } from './context';

/** Drafts untouched this long are shown on the dashboard so the agent can delete them (decision L8). */
export const UNTOUCHED_DRAFT_DAYS = 90;

/** Retention, disk space, untouched drafts and the wipe. */
export function storageHandlers({ core, wipe }: HandlerContext): ChannelHandlers<typeof storageChannels> {
  const { database } = core;
  const { applications, storage } = coreFor(core, 'agent');
  const view = () => ({ retentionDays: storage.retentionDays(), ...storage.diskSpace() });
  return {
    'storage:get': view,
    'storage:setRetention': ({ days }) => {
      storage.setRetentionDays(days);
      // A shorter period applies now, not tomorrow.
      storage.purgeExpired();
      return view();
    },
    'storage:untouchedDrafts': () => {
      const before = new Date(database.now().getTime() - UNTOUCHED_DRAFT_DAYS * 86_400_000).toISOString();
      return { days: UNTOUCHED_DRAFT_DAYS, ...applications.untouchedDrafts(before, UNTOUCHED_DRAFTS_SHOWN) };
    },
    'storage:wipe': async ({ force }) => {
      if (wipe === undefined) throw new HandlerError('unsupported', {}, 'this process cannot wipe its data folder');
      try {
        await wipe({ force });
        return { wiped: true as const };
      } catch (error) {
        if (error instanceof WipeRefusedError)
          return {
            wiped: false as const,
            blockers: error.blockers.map((b) => ({ ...b, status: b.status as 'queued' | 'sending' | 'unknown_outcome' })),
          };
        throw error;
      }
    },
  };
}
