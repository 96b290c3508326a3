import type { PublicMessages } from "./en.ts";

/** The customer pages' words in Portuguese (Brazil) (en.ts holds the keys). */
export const ptBR: PublicMessages = {
  common: {
    language: "Idioma",
    errorTitle: "Ops! Algo deu errado",
    retry: "Tentar novamente",
    unexpected: "Ocorreu um erro inesperado.",
    joinServer: "Entrar no servidor",
    visitStore: "Visitar loja",
    discordLink: "Link do Discord",
  },
  stock: {
    oneMonthBoosts: "Boosts de 1 mês",
    threeMonthBoosts: "Boosts de 3 meses",
    oneMonthNitroTokens: "Tokens de Nitro de 1 mês",
    threeMonthNitroTokens: "Tokens de Nitro de 3 meses",
  },
  notFound: {
    title: "Página não encontrada",
    text: "A página que você procura não existe ou foi movida.",
    back: "Voltar",
  },
  orderStatus: {
    title: "Status do pedido",
    description: "O status de entrega do seu pedido de boosts para servidor.",
    descriptionAtStore: "O status de entrega do seu pedido de boosts para servidor na {store}.",
    loading: "Carregando o status do pedido...",
    notFound: "Status do pedido não encontrado para este ID de servidor.",
    http: "Ocorreu um erro ao buscar o status do pedido.",
    screen:
      "Não encontramos o pedido com o ID informado. Verifique se o ID do pedido está correto ou tente novamente mais tarde.",
    delivery: "Entrega",
    pending: "Aguardando entrega",
    processing: "Entregando",
    completed: "Entregue",
    partial: "Entregue em parte",
    failed: "Não entregue",
    redeemed: "Pedido recebido",
    claimed: "Entrega iniciada",
    reported: "Entrega concluída",
    waiting: "Aguardando",
    timeUnknown: "Horário não registrado",
    boostsDelivered: "{delivered} de {amount} boosts entregues",
    amount: "Quantidade",
    successfulTokens: "Tokens com sucesso",
    failedTokens: "Tokens com falha",
    orderId: "ID do pedido",
    guildId: "ID do servidor",
    type: "Tipo",
  },
  liveStock: {
    title: "Estoque ao vivo",
    description: "Tokens de Nitro e boosts de servidor em estoque, atualizado a cada 10 segundos.",
    descriptionAtStore:
      "Tokens de Nitro e boosts de servidor em estoque na {store}, atualizado a cada 10 segundos.",
    loading: "Carregando o estoque ao vivo...",
    notFound: "Dados de estoque não encontrados para este ID de servidor.",
    http: "Ocorreu um erro ao buscar os dados de estoque.",
    screen:
      "Não encontramos dados de estoque para o ID de servidor informado. Verifique se o ID está correto ou tente novamente mais tarde.",
    updated: "Atualizado a cada 10 segundos",
    /** The page's heading; the part in brackets is drawn in the store's colour. */
    heading: "Estoque [ao vivo]",
    oneMonth: "Estoque de 1 mês",
    threeMonth: "Estoque de 3 meses",
    nitroTokens: "Tokens de Nitro:",
    serverBoosts: "Boosts de servidor:",
    outOfStock: "Esgotado",
    stale: "Não foi possível atualizar agora. Mostrando o último estoque conhecido.",
  },
};
