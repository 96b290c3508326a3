import type { PublicMessages } from "./en.ts";

/** The customer pages' words in French (en.ts holds the keys). */
export const fr: PublicMessages = {
  common: {
    language: "Langue",
    errorTitle: "Oups ! Un problème est survenu",
    retry: "Réessayer",
    unexpected: "Une erreur inattendue s'est produite.",
    joinServer: "Rejoindre le serveur",
    visitStore: "Visiter la boutique",
    discordLink: "Lien Discord",
  },
  stock: {
    oneMonthBoosts: "Boosts 1 mois",
    threeMonthBoosts: "Boosts 3 mois",
    oneMonthNitroTokens: "Tokens Nitro 1 mois",
    threeMonthNitroTokens: "Tokens Nitro 3 mois",
  },
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    back: "Retour",
  },
  orderStatus: {
    title: "Statut de la commande",
    description: "Le statut de livraison de votre commande de boosts de serveur.",
    descriptionAtStore: "Le statut de livraison de votre commande de boosts de serveur chez {store}.",
    loading: "Chargement du statut de la commande...",
    notFound: "Aucun statut de commande trouvé pour cet ID de serveur.",
    http: "Une erreur s'est produite lors du chargement du statut de la commande.",
    screen:
      "Nous n'avons pas trouvé la commande avec cet ID. Vérifiez que l'ID de commande est correct ou réessayez plus tard.",
    delivery: "Livraison",
    pending: "En attente de livraison",
    processing: "En cours de livraison",
    completed: "Livrée",
    partial: "Livrée en partie",
    failed: "Non livrée",
    redeemed: "Commande reçue",
    claimed: "Livraison commencée",
    reported: "Livraison terminée",
    waiting: "En attente",
    timeUnknown: "Heure non enregistrée",
    boostsDelivered: "{delivered} boosts livrés sur {amount}",
    amount: "Quantité",
    successfulTokens: "Tokens réussis",
    failedTokens: "Tokens échoués",
    orderId: "ID de commande",
    guildId: "ID du serveur",
    type: "Type",
  },
  liveStock: {
    title: "Stock en direct",
    description: "Tokens Nitro et boosts de serveur en stock, mis à jour toutes les 10 secondes.",
    descriptionAtStore:
      "Tokens Nitro et boosts de serveur en stock chez {store}, mis à jour toutes les 10 secondes.",
    loading: "Chargement du stock en direct...",
    notFound: "Aucune donnée de stock trouvée pour cet ID de serveur.",
    http: "Une erreur s'est produite lors du chargement des données de stock.",
    screen:
      "Nous n'avons pas trouvé de données de stock pour cet ID de serveur. Vérifiez que l'ID est correct ou réessayez plus tard.",
    updated: "Mis à jour toutes les 10 secondes",
    /** The page's heading; the part in brackets is drawn in the store's colour. */
    heading: "Stock [en direct]",
    oneMonth: "Stock 1 mois",
    threeMonth: "Stock 3 mois",
    nitroTokens: "Tokens Nitro :",
    serverBoosts: "Boosts de serveur :",
    outOfStock: "Rupture de stock",
    stale: "Impossible d'actualiser pour le moment. Affichage du dernier stock connu.",
  },
};
