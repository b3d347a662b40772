#if !canImport(UIKit)
  @testable import BenchKit
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The `CHAT` scenes: a message list above a composer, on iPhone 15 (393 × 852, safe area
  /// 59 top and 34 bottom, keys 336 pt with QuickType). The composer is a one-line text view
  /// (8 + 20 + 8 = 36 pt, the model's line) with 8 pt around it: 52 pt, resting on the safe
  /// area at 852 − 34 − 52 = 766. The list spans 59…766 (707 pt); 30 messages 44 pt tall,
  /// 60 pt apart from 16: content 16 + 30 × 60 = 1,816 pt, opened at its end, offset
  /// 1,816 − 707 = 1,109, so the content's origin is at 59 − 1,109 = −1,050 on screen and
  /// the newest message (1,756…1,800) at 706…750.
  @MainActor
  @Suite(.serialized) struct ChatSceneTests {
    @Test func chatScenesStayOutOfTheOtherTables() {
      let chatIDs = Set(ChatCatalog.all.map(\.id))
      #expect(chatIDs.count >= 6)
      #expect(chatIDs.isDisjoint(with: Set(ScenarioCatalog.all.map(\.id))))
      #expect(chatIDs.isDisjoint(with: Set(FaultCatalog.all.map(\.id))))
      #expect(ChatCatalog.all.contains { $0.device == .iPhoneSE && $0.composer == .keyboardGuide })
      #expect(ChatCatalog.all.contains { $0.device == .iPadPro && $0.composer == .inputAccessory })
    }

    @Test func theSceneOpensAtTheNewestMessageAboveTheComposer() {
      let scene = ChatScene(
        device: .iPhone15, placement: .keyboardGuide, contender: .iqKeyboardManagerDisabled)
      defer { scene.tearDown() }
      #expect(scene.rectInScreen(scene.composer) == CGRect(x: 0, y: 766, width: 393, height: 52))
      #expect(scene.rectInScreen(scene.list) == CGRect(x: 0, y: 59, width: 393, height: 707))
      #expect(scene.contentOriginInScreen == -1050)
      #expect(scene.rectInScreen(scene.messages[29]).minY == 706)
      #expect(ChatJudge.isNewestMessageVisible(scene))
    }

    /// The keyboard shows: keys at 852 − 336 = 516, the composer on the guide at 516 − 52 =
    /// 464. Nothing moves the list, so the newest message (706…750) is under the composer
    /// and the keys; it had to rise 750 − 464 = 286. The caret (464 + 8 + 8 = 480…500)
    /// stays above the keys. A typed line grows the composer by 20 pt, to 444…516, and the
    /// message now has to rise 750 − 444 = 306.
    @Test func aComposerOnTheGuideRidesOnTheKeyboardOverTheNewestMessage() {
      let scene = ChatScene(
        device: .iPhone15, placement: .keyboardGuide, contender: .iqKeyboardManagerDisabled)
      defer { scene.tearDown() }
      let start = scene.contentOriginInScreen
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      #expect(scene.systemKeyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(scene.rectInScreen(scene.composer) == CGRect(x: 0, y: 464, width: 393, height: 52))
      #expect(scene.caretInScreen?.minY == 480)
      #expect(!ChatJudge.isCaretHidden(scene))
      #expect(ChatJudge.isHidden(scene) == true)
      #expect(ChatJudge.leastDistance(scene, from: start) == 286)
      ChatPlayer.perform(.typeLine, on: scene)
      #expect(scene.rectInScreen(scene.composer) == CGRect(x: 0, y: 444, width: 393, height: 72))
      #expect(ChatJudge.leastDistance(scene, from: start) == 306)
    }

    /// As the input accessory the 52 pt composer is part of the keyboard: 336 + 52 = 388 pt,
    /// top 852 − 388 = 464, the composer there and the keys at 516. TPKeyboardAvoiding insets
    /// the list by the keyboard's overlap, 766 − 464 = 302, and scrolls nothing (the focus
    /// is not in its list), so the newest message stays at 706…750, covered.
    @Test func anAccessoryComposerIsCountedInTheKeyboardFrame() {
      let scene = ChatScene(
        device: .iPhone15, placement: .inputAccessory, contender: .tpKeyboardAvoiding)
      defer { scene.tearDown() }
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      #expect(scene.systemKeyboard.frame == CGRect(x: 0, y: 464, width: 393, height: 388))
      #expect(scene.rectInScreen(scene.composer).minY == 464)
      #expect(ChatJudge.keysTop(scene) == 516)
      #expect(scene.list.contentInset.bottom == 302)
      #expect(scene.rectInScreen(scene.messages[29]).minY == 706)
      #expect(ChatJudge.isHidden(scene) == true)
    }

    /// A user who scrolled three messages up (180 pt) reads history: a message arriving at
    /// the end is not theirs to see, and nothing that stays put pulls them down; content
    /// that rises does.
    @Test func aUserInTheHistoryIsJudgedForBeingPulledDownNotForTheNewestMessage() {
      let scene = ChatScene(device: .iPhone15, placement: .keyboardGuide, contender: .component)
      defer { scene.tearDown() }
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      let before = scene.contentOriginInScreen
      ChatPlayer.perform(.userScrollsIntoHistory, on: scene)
      #expect(scene.contentOriginInScreen == before + 180)
      #expect(scene.userReadsHistory)
      let start = scene.contentOriginInScreen
      ChatPlayer.perform(.messageArrives, on: scene)
      #expect(ChatJudge.isHidden(scene) == false)
      #expect(ChatJudge.isPulledDown(scene, from: start) == false)
      #expect(ChatJudge.isPulledDown(scene, from: start + 10) == true)
      #expect(ChatJudge.leastDistance(scene, from: start) == 0)
    }

    /// The user drags the list down through the keyboard and lets go moving down: the
    /// keyboard goes, the composer resigns and comes back to rest on the safe area (766).
    @Test func aDragReleasedDownwardDismissesTheKeyboard() {
      let scene = ChatScene(
        device: .iPhone15, placement: .keyboardGuide, contender: .iqKeyboardManagerDisabled)
      defer { scene.tearDown() }
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      ChatPlayer.perform(.dragKeyboardDown, on: scene)
      #expect(scene.drag != nil)
      ChatPlayer.perform(.releaseDrag, on: scene)
      #expect(scene.keyboard == nil)
      #expect(!scene.textView.isFirstResponder)
      #expect(scene.rectInScreen(scene.composer).minY == 766)
      #expect(ChatJudge.isHidden(scene) == nil)
    }

    /// A message table of 60 pt rows: 30 × 60 = 1,800 pt of content in the 707 pt list,
    /// opened at 1,800 − 707 = 1,093, origin 59 − 1,093 = −1,034; the newest row
    /// (1,740…1,800) at 706…766, just above the composer. The keyboard shows: the composer
    /// rides to 464, and the row had to rise 766 − 464 = 302. A new row adds 60: 362.
    @Test func aMessageTableIsJudgedByItsNewestRow() {
      let scene = ChatScene(
        device: .iPhone15, placement: .keyboardGuide, contender: .iqKeyboardManagerDisabled,
        table: true)
      defer { scene.tearDown() }
      #expect(scene.list is UITableView)
      #expect(scene.contentOriginInScreen == -1034)
      #expect(scene.newestMessageInScreen == CGRect(x: 0, y: 706, width: 393, height: 60))
      #expect(ChatJudge.isNewestMessageVisible(scene))
      let start = scene.contentOriginInScreen
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      #expect(ChatJudge.isHidden(scene) == true)
      #expect(ChatJudge.leastDistance(scene, from: start) == 302)
      ChatPlayer.perform(.messageArrives, on: scene)
      #expect(scene.list.contentSize.height == 1860)
      #expect(ChatJudge.leastDistance(scene, from: start) == 362)
    }

    @Test func tpKeyboardAvoidingPlaysNoTableScene() {
      let table = ChatCatalog.all.first { $0.table }
      #expect(table != nil)
      if let table {
        #expect(!ChatContender.tpKeyboardAvoiding.plays(table))
        #expect(ChatContender.component.plays(table))
      }
    }

    /// An inverted list (flipped): the newest message at content y 16…60, offset 0. The
    /// list's center is 59 + 707 / 2 = 412.5; content y 16 is 353.5 − 16 = 337.5 above the
    /// bounds' center, drawn 337.5 below the list's: 750, so the message spans 706…750 as
    /// in the plain list, and the content's origin is drawn at 412.5 + 353.5 = 766. The
    /// keyboard shows (composer at 464): the message had to rise 750 − 464 = 286. Reading
    /// the history (offset 180) moves the content down by 180: origin at 946.
    @Test func anInvertedListDrawsItsNewestMessageAtTheBottom() {
      let scene = ChatScene(
        device: .iPhone15, placement: .keyboardGuide, contender: .iqKeyboardManagerDisabled,
        inverted: true)
      defer { scene.tearDown() }
      #expect(scene.list.transform == CGAffineTransform(scaleX: 1, y: -1))
      #expect(scene.list.contentOffset.y == 0)
      #expect(scene.contentOriginInScreen == 766)
      #expect(scene.newestMessageInScreen?.minY == 706)
      #expect(scene.newestMessageInScreen?.maxY == 750)
      let start = scene.contentOriginInScreen
      ChatPlayer.perform(.focusComposer, on: scene)
      ChatPlayer.perform(.show(.docked(quickType: true)), on: scene)
      #expect(ChatJudge.isHidden(scene) == true)
      #expect(ChatJudge.leastDistance(scene, from: start) == 286)
      ChatPlayer.perform(.userScrollsIntoHistory, on: scene)
      #expect(scene.list.contentOffset.y == 180)
      #expect(scene.contentOriginInScreen == 946)
      #expect(scene.userReadsHistory)
    }
  }
#endif
