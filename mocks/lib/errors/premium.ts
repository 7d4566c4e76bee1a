/** Error and field texts of the premium area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const premiumErrors = {
  en: {
    already_subscribed: 'You already have GVL Premium.',
    payment_declined: 'Your card was declined. Try another card.',
    no_subscription: 'You have no subscription to cancel.',
    already_cancelled: 'Your subscription is already cancelled.',
  },
  es: {
    already_subscribed: 'Ya tienes GVL Premium.',
    payment_declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
    no_subscription: 'No tienes ninguna suscripción que cancelar.',
    already_cancelled: 'Tu suscripción ya está cancelada.',
  },
} as const

/** Keyed like the checkout schema's own errors (CARD_* in src/api/contracts/premium.ts). */
export const premiumFields = {
  en: {
    card_number_invalid: 'This card number is not valid.',
    card_expiry_invalid: 'Use the format MM/YY.',
    card_expired: 'This card has expired.',
    card_cvc_invalid: 'Use the 3 or 4 digits on the back of the card.',
  },
  es: {
    card_number_invalid: 'Este número de tarjeta no es válido.',
    card_expiry_invalid: 'Usa el formato MM/AA.',
    card_expired: 'Esta tarjeta ha caducado.',
    card_cvc_invalid: 'Usa los 3 o 4 dígitos del reverso de la tarjeta.',
  },
} as const
