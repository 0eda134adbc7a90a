/** Where each service answers its messaging status, on its own port only: the gateway never routes it. */
export const MESSAGING_STATUS_PATH = '/internal/messaging-status';

/**
 * One service's messaging, as it sees it: the outbox rows its relay has not published yet and the events
 * its queue has dead-lettered. Analytics' health score reads these; a metrics endpoint can report them too.
 */
export interface MessagingStatus {
  service: string;
  outbox: {
    /** Unpublished outbox rows. */
    backlog: number;
    /** Age of the oldest unpublished row, whole seconds; null when the backlog is empty. */
    oldestUnpublishedAgeSeconds: number | null;
  };
  /** Messages parked in the service's dead-letter queue; null when the broker could not be asked. */
  deadLetters: number | null;
}
