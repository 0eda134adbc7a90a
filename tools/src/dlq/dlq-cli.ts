import { parseArgs } from 'node:util';
import { connect } from 'amqplib';
import { rabbitMqNames, SERVICE_PORTS, type RabbitMqNames } from '@ihe/platform';
import { DeadLetterQueues, type ParkedMessage, type ReplaySelection } from './dead-letter-queues.js';

export const DLQ_USAGE = `Usage: npm run dlq -- list [--queue <name>]
       npm run dlq -- replay (--all | <message id>) [--queue <name>]
Lists the messages parked in the dead-letter queues (*.dlq), or moves them back to the queue they failed in.
--queue: a dead-letter queue (orders.dlq) or a service (orders); default: every service's. Uses AMQP_URL
(and BUS_NAMESPACE when the services run with one).`;

type Print = (line: string) => void;

/** `<service>.dlq` of every service that consumes events (the gateway's live queues have none). */
export function serviceDeadLetterQueues(names: RabbitMqNames): string[] {
  return Object.keys(SERVICE_PORTS)
    .filter((service) => service !== 'gateway')
    .map((service) => names.deadLetterQueue(names.queue(service)));
}

function queueArgument(value: string, names: RabbitMqNames): string {
  return value.endsWith('.dlq') ? value : names.deadLetterQueue(names.queue(value));
}

function describe(message: ParkedMessage): string {
  return [
    message.queue,
    message.messageId ?? '(no id)',
    message.eventType ?? '(no type)',
    message.firstDeathAt ?? '(time unknown)',
    `attempts ${message.attempts ?? '?'}`,
    message.error ?? '(no error recorded)',
  ].join('  ');
}

/**
 * `npm run dlq -- …`: returns the exit code. Output: one line per parked message (queue, message id,
 * event type, first failure time, attempts, error), then a summary.
 */
export async function runDlqCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  print: Print,
  printError: Print = print,
): Promise<number> {
  let parsed: ReturnType<typeof parseDlqArguments>;
  try {
    parsed = parseDlqArguments(argv);
  } catch (error) {
    printError(`${(error as Error).message}\n${DLQ_USAGE}`);
    return 2;
  }
  if (!env.AMQP_URL) {
    printError('AMQP_URL is not set: the dead-letter queues live on RabbitMQ.');
    return 2;
  }
  const names = rabbitMqNames(env.BUS_NAMESPACE);
  const connection = await connect(env.AMQP_URL);
  try {
    const dlq = new DeadLetterQueues(connection);
    const queues = await dlq.existing(
      parsed.queue ? [queueArgument(parsed.queue, names)] : serviceDeadLetterQueues(names),
    );
    if (parsed.queue && queues.length === 0) {
      printError(`No queue ${queueArgument(parsed.queue, names)} on the broker.`);
      return 1;
    }
    return parsed.command === 'list'
      ? await list(dlq, queues, print)
      : await replay(dlq, queues, parsed.selection, print, printError);
  } finally {
    await connection.close();
  }
}

async function list(dlq: DeadLetterQueues, queues: string[], print: Print): Promise<number> {
  let total = 0;
  for (const queue of queues) {
    const parked = await dlq.list(queue);
    parked.forEach((message) => print(describe(message)));
    total += parked.length;
  }
  print(`${total} parked message(s) in ${queues.length} dead-letter queue(s)`);
  return 0;
}

async function replay(
  dlq: DeadLetterQueues,
  queues: string[],
  selection: ReplaySelection,
  print: Print,
  printError: Print,
): Promise<number> {
  let replayed = 0;
  let kept = 0;
  for (const queue of queues) {
    const outcome = await dlq.replay(queue, selection);
    outcome.replayed.forEach((message) =>
      print(`replayed to ${message.originalQueue}: ${describe(message)}`),
    );
    outcome.kept.forEach(({ message, reason }) => printError(`kept (${reason}): ${describe(message)}`));
    replayed += outcome.replayed.length;
    kept += outcome.kept.length;
  }
  print(`${replayed} message(s) replayed`);
  if ('messageId' in selection && replayed + kept === 0) {
    printError(`No parked message with id ${selection.messageId}.`);
    return 1;
  }
  return kept > 0 ? 1 : 0;
}

export function parseDlqArguments(argv: string[]): {
  command: 'list' | 'replay';
  selection: ReplaySelection;
  queue?: string;
} {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: 'boolean' }, queue: { type: 'string' } },
  });
  const [command, messageId, ...rest] = positionals;
  if (rest.length > 0) throw new Error(`Unexpected argument: ${rest[0]}`);
  if (command === 'list') {
    if (messageId || values.all) throw new Error('list takes no message id and no --all');
    return { command, selection: { all: true }, queue: values.queue };
  }
  if (command === 'replay') {
    if (!!values.all === !!messageId) throw new Error('replay takes either --all or one message id');
    return {
      command,
      selection: values.all ? { all: true } : { messageId: messageId! },
      queue: values.queue,
    };
  }
  throw new Error(command ? `Unknown command: ${command}` : 'Missing command: list or replay');
}
