/**
 * orders → catalog, internal (never routed by the gateway): stock is reserved for every line of a
 * checkout at once, before the order is written, and released if writing it fails.
 *
 *   POST /internal/reservations              ReserveStockRequest → 201 StockReservationView
 *                                            409 InsufficientStockBody when a line cannot be served
 *   POST /internal/reservations/:id/release  → 200 { reservationId, status }
 *
 * Both take the consumer's own access token; a reservation belongs to that consumer.
 */
export interface ReserveStockRequest {
  /** Chosen by the caller, one per checkout attempt: the same id again answers the same reservation. */
  reservationId: string;
  lines: Array<{ productId: string; quantity: number }>;
}

export type StockReservationStatus = 'held' | 'confirmed' | 'released';

/** A reserved line, priced now: the order is priced from this, not from a possibly stale copy. */
export interface ReservedLine {
  productId: string;
  name: string;
  category: string;
  /** kg */
  quantity: number;
  /** Customer display price per kg. */
  unitPrice: number;
  /** Vendor's price per kg. */
  basePrice: number;
  vendorId: string | null;
  vendorName: string | null;
  vendorPhone: string | null;
}

export interface StockReservationView {
  reservationId: string;
  status: StockReservationStatus;
  expiresAt: string;
  /** In the order of the request. */
  lines: ReservedLine[];
}

/** The 409 of a reservation: the first line that cannot be served. */
export interface InsufficientStockBody {
  statusCode: 409;
  message: string;
  productId: string;
  /** kg left (0 for a deleted or unknown product). */
  available: number;
}
