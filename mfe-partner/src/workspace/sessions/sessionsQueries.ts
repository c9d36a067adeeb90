// The schedule and session queries, under the partner's keys (dropped when the account changes). Today and a manifest
// poll every 15 s while a session's gate is open, so check-ins show as they happen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerSession } from '@kemet/contract';
import { partnerKeys } from '../../api/partnerQueries';
import { sessionsApi } from './sessionsApi';

export const LIVE_POLL_MS = 15_000;

export const sessionKeys = {
  all: [...partnerKeys.all, 'sessions'] as const,
  experiences: [...partnerKeys.all, 'sessions', 'experiences'] as const,
  schedule: (experienceId: number) => [...partnerKeys.all, 'sessions', 'schedule', experienceId] as const,
  today: (days: number) => [...partnerKeys.all, 'sessions', 'today', days] as const,
  manifest: (sessionId: number, q: string, page: number) =>
    [...partnerKeys.all, 'sessions', 'manifest', sessionId, q, page] as const,
};

/** Today and a manifest ask again every 15 s while a gate is open, and not otherwise. */
export const whileLive = (sessions: PartnerSession[] | undefined) =>
  sessions?.some((session) => session.gateOpen) ? LIVE_POLL_MS : false;

export const useExperiences = () => useQuery({ queryKey: sessionKeys.experiences, queryFn: sessionsApi.experiences });

export const useSchedule = (experienceId: number) =>
  useQuery({ queryKey: sessionKeys.schedule(experienceId), queryFn: () => sessionsApi.schedule(experienceId) });

export const useToday = (days: number) =>
  useQuery({
    queryKey: sessionKeys.today(days),
    queryFn: () => sessionsApi.today(days),
    refetchInterval: (query) => whileLive(query.state.data?.items),
  });

export const useManifest = (sessionId: number, q: string, page: number) =>
  useQuery({
    queryKey: sessionKeys.manifest(sessionId, q, page),
    queryFn: () => sessionsApi.manifest(sessionId, q, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileLive(query.state.data ? [query.state.data.session] : undefined),
  });
