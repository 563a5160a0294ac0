/**
 * The labels of a vehicle's state (new, approved used, used) and status (in stock, reserved, sold…)
 * in every language: the one table the stock locator, the carousel, the vehicle page and the
 * showroom widget show (each spreads it into its own texts under the same `state.*` / `status.*` keys).
 */
import type { Language } from './languages.js';
import type { VehicleState, VehicleStatus } from './vehicle.js';

export type VehicleLabelKey = `state.${VehicleState}` | `status.${VehicleStatus}`;
export type VehicleLabels = Record<VehicleLabelKey, string>;

export const VEHICLE_LABELS: Readonly<Record<Language, VehicleLabels>> = {
  ku: {
    'state.new': 'نوێ',
    'state.approved': 'بەکارهاتووی پەسەندکراو',
    'state.used': 'بەکارهاتوو',
    'status.stock': 'لە کۆگادا',
    'status.available_soon': 'بەم زووانە بەردەست دەبێت',
    'status.reserved': 'حیجزکراوە',
    'status.sold': 'فرۆشراوە',
    'status.in_production': 'لە قۆناغی دروستکردندایە',
    'status.on_demand': 'بە داواکاری',
    'status.delivery': 'لە ڕێگەی گەیاندندایە',
    'status.demo': 'ئۆتۆمبێلی نمایش',
  },
  en: {
    'state.new': 'New',
    'state.approved': 'Approved used',
    'state.used': 'Used',
    'status.stock': 'In stock',
    'status.available_soon': 'Available soon',
    'status.reserved': 'Reserved',
    'status.sold': 'Sold',
    'status.in_production': 'In production',
    'status.on_demand': 'On demand',
    'status.delivery': 'In delivery',
    'status.demo': 'Demonstrator',
  },
  ar: {
    'state.new': 'جديدة',
    'state.approved': 'مستعملة معتمدة',
    'state.used': 'مستعملة',
    'status.stock': 'في المخزون',
    'status.available_soon': 'متوفرة قريباً',
    'status.reserved': 'محجوزة',
    'status.sold': 'مباعة',
    'status.in_production': 'قيد الإنتاج',
    'status.on_demand': 'حسب الطلب',
    'status.delivery': 'قيد التسليم',
    'status.demo': 'سيارة عرض',
  },
};

export function vehicleStateLabel(state: VehicleState, language: Language): string {
  return VEHICLE_LABELS[language][`state.${state}`];
}

export function vehicleStatusLabel(status: VehicleStatus, language: Language): string {
  return VEHICLE_LABELS[language][`status.${status}`];
}
