/**
 * The en texts, a lazily loaded chunk of the widget: the vehicle page's table lives in domain/ (shared
 * with the server page); the alert form's texts come with it for the page's price-drop alert.
 */
import alerts from '../../features/alert-sign-up/translations/en.js';
import showroom from '../../../domain/showroom-texts/en.js';

export default { ...showroom, ...alerts };
