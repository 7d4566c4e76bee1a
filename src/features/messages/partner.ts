/** Whom a conversation is with: the conversation and its composer take the same two facts. */
export interface PartnerProps {
  partnerId: number
  /** Null when the partner list does not know them (a first conversation opened from elsewhere). */
  partnerName: string | null
}
