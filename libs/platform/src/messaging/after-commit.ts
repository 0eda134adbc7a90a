import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

// Callbacks waiting for the outer transaction of a query runner to commit.
const waiting = new WeakMap<QueryRunner, Array<() => void>>();
const watched = new WeakSet<DataSource>();

/**
 * Runs `callback` once the transaction `manager` belongs to has committed (right away when it is not
 * in a transaction); never when it rolls back. Used to kick the outbox relay the moment its rows
 * become visible, instead of waiting for the next poll.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const runner = manager.queryRunner;
  if (!runner || !runner.isTransactionActive) {
    callback();
    return;
  }
  watchCommits(manager.connection);
  const callbacks = waiting.get(runner);
  if (callbacks) callbacks.push(callback);
  else waiting.set(runner, [callback]);
}

function watchCommits(dataSource: DataSource): void {
  if (watched.has(dataSource)) return;
  watched.add(dataSource);
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit({ queryRunner }) {
      // Still active = only a savepoint was released; wait for the outer COMMIT.
      if (queryRunner.isTransactionActive) return;
      const callbacks = waiting.get(queryRunner);
      waiting.delete(queryRunner);
      callbacks?.forEach((callback) => callback());
    },
    afterTransactionRollback({ queryRunner }) {
      if (!queryRunner.isTransactionActive) waiting.delete(queryRunner);
    },
  };
  dataSource.subscribers.push(subscriber);
}
