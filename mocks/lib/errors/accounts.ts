/**
 * Error and field texts of the accounts area, in English and Spanish (merged in ../errorCatalogue.ts).
 * Players read these as they are, next to the field they typed: say what is wrong and how to fix it.
 */
import type { AccountsFieldErrorKey } from '@/api/contracts/accounts'

export const accountsErrors = {
  en: {
    username_taken: 'This username is already taken.',
    activation_code_invalid:
      'This activation link is not valid. Check that you opened the whole link, or ask for a new one.',
    activation_expired:
      'This activation link has expired. Ask for a new one: it works for 48 hours.',
    already_activated: 'This account is already activated. You can sign in.',
    avatar_too_large: 'This image is larger than 2 MB. Choose a smaller one.',
    avatar_unsupported_type: 'This file is not a PNG, JPEG or WebP image. Choose one of those.',
    too_many_attempts:
      'Too many attempts. For your account’s safety, wait a few minutes before trying again.',
  },
  es: {
    username_taken: 'Este nombre de usuario ya está en uso.',
    activation_code_invalid:
      'Este enlace de activación no es válido. Comprueba que abriste el enlace completo o pide uno nuevo.',
    activation_expired:
      'Este enlace de activación ha caducado. Pide uno nuevo: funciona durante 48 horas.',
    already_activated: 'Esta cuenta ya está activada. Ya puedes iniciar sesión.',
    avatar_too_large: 'Esta imagen pesa más de 2 MB. Elige una más pequeña.',
    avatar_unsupported_type: 'Este archivo no es una imagen PNG, JPEG o WebP. Elige una de esas.',
    too_many_attempts:
      'Demasiados intentos. Por la seguridad de tu cuenta, espera unos minutos antes de volver a intentarlo.',
  },
} as const

export const accountsFields = {
  en: {
    username_format: 'Use 3 to 20 characters: letters, digits or underscores (_), no spaces.',
    username_taken: 'This username is already taken. Try another one.',
    email_invalid: 'Enter a valid email address, like name@example.com.',
    password_rules: 'Use 8 to 128 characters, with at least one letter and one digit.',
    password_same: 'Your new password must be different from your current one.',
    current_password_wrong: 'This is not your current password.',
    terms_required: 'Please accept the terms and the privacy policy to create your account.',
    platform_invalid: 'Choose PlayStation, Xbox or PC.',
    country_invalid: 'Choose a country from the list.',
    psn_id_format:
      'A PSN online ID has 3 to 16 letters, digits, hyphens (-) or underscores (_), and starts with a letter.',
    xbox_gamertag_format:
      'An Xbox gamertag has 1 to 15 letters, digits or single spaces, and starts with a letter.',
    ea_id_format:
      'An EA ID has 4 to 20 letters, digits, hyphens (-), underscores (_) or periods (.).',
    position_invalid: 'Choose a position from the list.',
    positions_same: 'Your secondary position must be different from your main one.',
    preferred_shirt_number: 'Choose a whole number from 1 to 99.',
    free_agent_on_team: 'You are on a team. Leave it before you list yourself as a free agent.',
    avatar_file_required: 'Choose an image to upload.',
    time_zone_invalid: 'Choose a time zone from the list.',
    social_not_https: 'Paste the full link, starting with https://, or just type your username.',
    social_twitch_invalid:
      'Enter your Twitch username (4 to 25 letters, digits or underscores) or a link like https://www.twitch.tv/yourname.',
    social_twitch_other_site:
      'This is not a Twitch link. Use one that starts with https://www.twitch.tv/.',
    social_youtube_invalid:
      'Enter your YouTube handle (like @yourname) or a link like https://www.youtube.com/@yourname.',
    social_youtube_other_site:
      'This is not a YouTube channel link. Use one that starts with https://www.youtube.com/@.',
    social_x_invalid:
      'Enter your X username (up to 15 letters, digits or underscores) or a link like https://x.com/yourname.',
    social_x_other_site:
      'This is not an X link. Use one that starts with https://x.com/ or https://twitter.com/.',
    social_instagram_invalid:
      'Enter your Instagram username (up to 30 letters, digits, periods or underscores) or a link like https://www.instagram.com/yourname.',
    social_instagram_other_site:
      'This is not an Instagram link. Use one that starts with https://www.instagram.com/.',
    social_tiktok_invalid:
      'Enter your TikTok username (like @yourname) or a link like https://www.tiktok.com/@yourname.',
    social_tiktok_other_site:
      'This is not a TikTok link. Use one that starts with https://www.tiktok.com/@.',
    social_discord_invalid:
      'Enter your Discord username (2 to 32 letters, digits, periods or underscores) or an invite link like https://discord.gg/yourserver.',
    social_discord_other_site:
      'This is not a Discord invite link. Use one that starts with https://discord.gg/ or https://discord.com/invite/.',
  },
  es: {
    username_format: 'Usa de 3 a 20 caracteres: letras, números o guiones bajos (_), sin espacios.',
    username_taken: 'Este nombre de usuario ya está en uso. Prueba con otro.',
    email_invalid: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
    password_rules: 'Usa de 8 a 128 caracteres, con al menos una letra y un número.',
    password_same: 'La nueva contraseña debe ser distinta de la actual.',
    current_password_wrong: 'Esta no es tu contraseña actual.',
    terms_required: 'Acepta los términos y la política de privacidad para crear tu cuenta.',
    platform_invalid: 'Elige PlayStation, Xbox o PC.',
    country_invalid: 'Elige un país de la lista.',
    psn_id_format:
      'Un ID online de PSN tiene de 3 a 16 letras, números, guiones (-) o guiones bajos (_), y empieza por una letra.',
    xbox_gamertag_format:
      'Un gamertag de Xbox tiene de 1 a 15 letras, números o espacios sueltos, y empieza por una letra.',
    ea_id_format:
      'Un EA ID tiene de 4 a 20 letras, números, guiones (-), guiones bajos (_) o puntos (.).',
    position_invalid: 'Elige una posición de la lista.',
    positions_same: 'Tu posición secundaria debe ser distinta de la principal.',
    preferred_shirt_number: 'Elige un número entero del 1 al 99.',
    free_agent_on_team: 'Estás en un equipo. Déjalo antes de anunciarte como agente libre.',
    avatar_file_required: 'Elige una imagen para subir.',
    time_zone_invalid: 'Elige una zona horaria de la lista.',
    social_not_https:
      'Pega el enlace completo, que empiece por https://, o escribe solo tu nombre de usuario.',
    social_twitch_invalid:
      'Escribe tu usuario de Twitch (de 4 a 25 letras, números o guiones bajos) o un enlace como https://www.twitch.tv/tunombre.',
    social_twitch_other_site:
      'Este no es un enlace de Twitch. Usa uno que empiece por https://www.twitch.tv/.',
    social_youtube_invalid:
      'Escribe tu identificador de YouTube (como @tunombre) o un enlace como https://www.youtube.com/@tunombre.',
    social_youtube_other_site:
      'Este no es un enlace a un canal de YouTube. Usa uno que empiece por https://www.youtube.com/@.',
    social_x_invalid:
      'Escribe tu usuario de X (hasta 15 letras, números o guiones bajos) o un enlace como https://x.com/tunombre.',
    social_x_other_site:
      'Este no es un enlace de X. Usa uno que empiece por https://x.com/ o https://twitter.com/.',
    social_instagram_invalid:
      'Escribe tu usuario de Instagram (hasta 30 letras, números, puntos o guiones bajos) o un enlace como https://www.instagram.com/tunombre.',
    social_instagram_other_site:
      'Este no es un enlace de Instagram. Usa uno que empiece por https://www.instagram.com/.',
    social_tiktok_invalid:
      'Escribe tu usuario de TikTok (como @tunombre) o un enlace como https://www.tiktok.com/@tunombre.',
    social_tiktok_other_site:
      'Este no es un enlace de TikTok. Usa uno que empiece por https://www.tiktok.com/@.',
    social_discord_invalid:
      'Escribe tu usuario de Discord (de 2 a 32 letras, números, puntos o guiones bajos) o un enlace de invitación como https://discord.gg/tuservidor.',
    social_discord_other_site:
      'Este no es un enlace de invitación de Discord. Usa uno que empiece por https://discord.gg/ o https://discord.com/invite/.',
  },
} as const satisfies Record<'en' | 'es', Record<AccountsFieldErrorKey, string>>
