import type { PublicMessages } from "./en.ts";

/** The customer pages' words in Spanish (en.ts holds the keys). */
export const es: PublicMessages = {
  common: {
    language: "Idioma",
    errorTitle: "¡Vaya! Algo salió mal",
    retry: "Reintentar",
    unexpected: "Se produjo un error inesperado.",
    joinServer: "Unirse al servidor",
    visitStore: "Visitar tienda",
    discordLink: "Enlace de Discord",
  },
  stock: {
    oneMonthBoosts: "Boosts de 1 mes",
    threeMonthBoosts: "Boosts de 3 meses",
    oneMonthNitroTokens: "Tokens de Nitro de 1 mes",
    threeMonthNitroTokens: "Tokens de Nitro de 3 meses",
  },
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o se ha movido.",
    back: "Volver",
  },
  orderStatus: {
    title: "Estado del pedido",
    description: "El estado de entrega de tu pedido de boosts para servidor.",
    descriptionAtStore: "El estado de entrega de tu pedido de boosts para servidor en {store}.",
    loading: "Cargando el estado del pedido...",
    notFound: "No se encontró el estado del pedido para este ID de servidor.",
    http: "Se produjo un error al obtener el estado del pedido.",
    screen:
      "No pudimos encontrar el pedido con el ID indicado. Comprueba que el ID del pedido sea correcto o vuelve a intentarlo más tarde.",
    delivery: "Entrega",
    pending: "Esperando la entrega",
    processing: "Entregando",
    completed: "Entregado",
    partial: "Entregado en parte",
    failed: "No entregado",
    redeemed: "Pedido recibido",
    claimed: "Entrega iniciada",
    reported: "Entrega terminada",
    waiting: "En espera",
    timeUnknown: "Hora no registrada",
    boostsDelivered: "{delivered} de {amount} boosts entregados",
    amount: "Cantidad",
    successfulTokens: "Tokens correctos",
    failedTokens: "Tokens fallidos",
    orderId: "ID del pedido",
    guildId: "ID del servidor",
    type: "Tipo",
  },
  liveStock: {
    title: "Stock en vivo",
    description: "Tokens de Nitro y boosts de servidor en stock, actualizado cada 10 segundos.",
    descriptionAtStore:
      "Tokens de Nitro y boosts de servidor en stock en {store}, actualizado cada 10 segundos.",
    loading: "Cargando el stock en vivo...",
    notFound: "No se encontraron datos de stock para este ID de servidor.",
    http: "Se produjo un error al obtener los datos de stock.",
    screen:
      "No pudimos encontrar datos de stock para el ID de servidor indicado. Comprueba que el ID sea correcto o vuelve a intentarlo más tarde.",
    updated: "Actualizado cada 10 segundos",
    /** The page's heading; the part in brackets is drawn in the store's colour. */
    heading: "Stock [en vivo]",
    oneMonth: "Stock de 1 mes",
    threeMonth: "Stock de 3 meses",
    nitroTokens: "Tokens de Nitro:",
    serverBoosts: "Boosts de servidor:",
    outOfStock: "Agotado",
    stale: "No se pudo actualizar ahora. Se muestra el último stock conocido.",
  },
};
