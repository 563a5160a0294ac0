/**
 * The steps page starts at the car's own retailer when none is chosen yet and it is among the
 * choices (docs/buy-online.md, "The journey"). One rule for the three places that apply it: the
 * steps page opened after its data loaded (widgets/order-online/steps-view.tsx), the steps page the
 * server drew, and the machine starting from that drawing, which must show the same choice.
 */
import { toLocationDetails, type OrderOnlineData } from '../../domain/order-online-storage.js';
import type { OrderRetailer, OrderVehicle } from './order-online.types.js';

/** The choice to add to `data` (the retailer and its uuid), or null when there is none to make. */
export function ownRetailerChoice(
  data: OrderOnlineData,
  vehicle: OrderVehicle,
  retailers: readonly OrderRetailer[],
): Pick<OrderOnlineData, 'locationDetails' | 'location'> | null {
  if (data.locationDetails !== null) return null;
  const own = retailers.find((r) => r.uuid === vehicle.dealerCode);
  return own ? { locationDetails: toLocationDetails(own), location: own.uuid } : null;
}
